/// Placeholder until the generators land.
public enum GeneratorsModule {}
