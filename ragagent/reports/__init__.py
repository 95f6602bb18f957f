"""Reports people look at (`ragagent report`) and tables for analysts (`ragagent export`),
built with pandas."""
