"""`python -m ragagent …` is the same as the `ragagent` command."""

from ragagent.cli import app

app()
