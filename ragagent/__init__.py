"""ragagent: financial PDFs to validated, evidence-backed structured data and cited answers."""

__version__ = "0.1.0"
