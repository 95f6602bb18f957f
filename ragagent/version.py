"""The package version (one place: ragagent/__init__.py and the download User-Agent read it)."""

__version__ = "0.1.0"
