import Foundation

/// A point of a route: latitude and longitude in degrees, and for indoor routes the
/// z-level and the floor's display name.
public struct Coordinate: Hashable, Sendable {
    /// Latitude in degrees, north positive.
    public var latitude: Double
    /// Longitude in degrees, east positive.
    public var longitude: Double
    /// The indoor z-level (0 = ground), when the route data gives one.
    public var zLevel: Double?
    /// The floor's display name ("Level 2"), when the route data gives one.
    public var floorName: String?

    /// Creates a coordinate.
    public init(latitude: Double, longitude: Double, zLevel: Double? = nil, floorName: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.zLevel = zLevel
        self.floorName = floorName
    }

    /// The great-circle distance in metres to another coordinate (haversine, mean Earth radius).
    public func distance(to other: Coordinate) -> Double {
        let radius = 6_371_008.8
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let Δφ = φ2 - φ1
        let Δλ = (other.longitude - longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * asin(min(1, a.squareRoot()))
    }

    /// The initial bearing in degrees (0 = north, 90 = east, in 0..<360) towards another coordinate.
    public func bearing(to other: Coordinate) -> Double {
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let Δλ = (other.longitude - longitude) * .pi / 180
        let y = sin(Δλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(Δλ)
        let degrees = atan2(y, x) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }
}
