/// The three resolutions of the GSHHG data, and which one a view's scale calls for: a
/// resolution whose detail is finer than a view point only adds bytes, one coarser than a few
/// points shows its corners.
enum BaseMapResolution: CaseIterable {
    /// About 25 km between points: the world and continents.
    case crude
    /// About 5 km: countries and regions.
    case low
    /// About 1 km: cities, bays, parks.
    case intermediate

    /// The resolution for a view showing `degreesPerPoint` degrees of longitude per view point.
    static func forScale(degreesPerPoint: Double) -> BaseMapResolution {
        if degreesPerPoint >= 0.05 { return .crude }
        if degreesPerPoint >= 0.004 { return .low }
        return .intermediate
    }

    var features: BaseMapFeatures {
        switch self {
        case .crude: return BaseMapFeatures.crude
        case .low: return BaseMapFeatures.low
        case .intermediate: return BaseMapFeatures.intermediate
        }
    }
}
