/// Reading and building cookbooks: recipe files, diagnostics, the static site.
public enum PepinCookbook {}
