// Runs the first tries in `client.swift` as an app would, and checks what each gives.
import Foundation
import Guidepost

// The JSON `guidepost render` reads, and a router's response as `URLSession` hands it over.
let cliJSON = Data(#"""
    [{"kind": "turn", "direction": "left", "distance": 20, "landmarks": [{"name": "Starbucks", "position": "after", "kind": "cafe"}]},
     {"kind": "roundabout", "exit": 3, "name": "Place de l’Étoile"}]
    """#.utf8)
let response = Data(#"""
    {"code": "Ok", "routes": [{"distance": 600, "duration": 80, "legs": [{"summary": "A", "distance": 600, "duration": 80, "steps": [
      {"maneuver": {"type": "depart", "bearing_before": 0, "bearing_after": 90, "location": [13.4, 52.5]}, "distance": 600, "duration": 80, "name": "Unter den Linden"},
      {"maneuver": {"type": "arrive", "bearing_before": 90, "bearing_after": 0, "location": [13.41, 52.5]}, "distance": 0, "duration": 0, "name": "Unter den Linden"}]}]}]}
    """#.utf8)

/// What went wrong, if anything.
func runFirstTries() -> [String] {
    var failures: [String] = []
    func check(_ condition: Bool, _ what: String) {
        if !condition { failures.append(what) }
    }
    do {
        let described = try describe()
        check(described.contains("links"), "a German render says \"links\": \(described)")

        let tried = try firstTries(data: cliJSON, response: response)
        // "<bytes of the encoded render> turn left <the error's description> <routes read>"
        let parts = tried.split(separator: " ", maxSplits: 3)
        check(parts.count == 4 && (Int(parts[0]) ?? 0) > 0, "the render encodes to JSON: \(tried)")
        check(tried.contains(" turn left "), "a Measurement step is a left turn: \(tried)")
        check(tried.hasSuffix(" 1"), "the OSRM response reads as one route: \(tried)")
        check(!tried.contains("operation could not be completed") && tried.contains("exit"),
            "localizedDescription is the readable description: \(tried)")

        let steps = try JSONDecoder().decode([Instruction].self, from: cliJSON)
        check(summary(of: steps[1]) == "roundabout, exit 3", "switch on the maneuver's kind: \(summary(of: steps[1]))")
        check(try JSONDecoder().decode([Instruction].self, from: try JSONEncoder().encode(steps)) == steps,
            "the model encodes back to the JSON it was read from")
    } catch {
        failures.append(error.localizedDescription)
    }
    return failures
}

let failures = runFirstTries()
for failure in failures {
    FileHandle.standardError.write(Data("client-check: FAILED: \(failure)\n".utf8))
}
if !failures.isEmpty { exit(1) }
print("client-check: a client package built on Guidepost ran its first tries")
