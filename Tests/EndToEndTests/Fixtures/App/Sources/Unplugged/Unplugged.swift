/// A target whose schema the build plugin never sees.
public enum Unplugged {}
