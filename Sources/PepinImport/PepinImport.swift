/// Reading recipes from web pages (JSON-LD, microdata) and writing schema.org.
public enum PepinImport {}
