import Foundation

/// The values of Reference/reference.json, computed by Reference/make_reference.py with PROJ
/// (Web Mercator) and GeographicLib (geodesics), independently of this package.
struct ReferenceData: Decodable {
    struct MercatorCase: Decodable, CustomStringConvertible {
        var name: String
        var lat: Double
        var lon: Double
        var mapX: Double
        var mapY: Double
        var pixelZ10: [Double]
        var description: String { name }
    }

    struct InverseCase: Decodable, CustomStringConvertible {
        var name: String
        var lat1: Double, lon1: Double, lat2: Double, lon2: Double
        var s12: Double, azi1: Double, azi2: Double
        var description: String { name }
    }

    struct DirectCase: Decodable, CustomStringConvertible {
        var name: String
        var lat1: Double, lon1: Double, azi1: Double, s12: Double
        var lat2: Double, lon2: Double, azi2: Double
        var description: String { name }
    }

    struct PathCase: Decodable, CustomStringConvertible {
        var name: String
        var lat1: Double, lon1: Double, lat2: Double, lon2: Double
        var spacing: Double
        var points: [[Double]]
        var description: String { name }
    }

    var worldSize: Double
    var mercator: [MercatorCase]
    var inverse: [InverseCase]
    var direct: [DirectCase]
    var paths: [PathCase]

    static let shared: ReferenceData = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("Reference")
            .appendingPathComponent("reference.json")
        do {
            return try JSONDecoder().decode(ReferenceData.self, from: Data(contentsOf: url))
        } catch {
            // A missing or corrupt reference file is a broken checkout: fail loudly.
            fatalError("cannot read \(url.path): \(error)")
        }
    }()
}

/// The difference of two angles in degrees, taking 180 and -180 as the same direction.
func angleDifference(_ a: Double, _ b: Double) -> Double {
    abs((a - b).remainder(dividingBy: 360))
}
