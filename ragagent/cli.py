"""The `ragagent` command: a thin typer layer; each stage module registers its own commands.

Stage modules expose `register(app)` and import heavy libraries (torch, chromadb, the model)
inside their commands, so `ragagent --help` stays fast.
"""

from __future__ import annotations

import importlib

import typer

app = typer.Typer(no_args_is_help=True, add_completion=False, help=__doc__.splitlines()[0])

# Order here is the order of `ragagent --help`.
COMMAND_MODULES = (
    "ragagent.download.cli",
    "ragagent.to_text",
    "ragagent.extract.cli",
    "ragagent.run",
    "ragagent.review.cli",
    "ragagent.reports.cli",
    "ragagent.users",
    "ragagent.rag.cli",
    "ragagent.agent.cli",
    "ragagent.mcp_server",
    "ragagent.serve",
)

for _name in COMMAND_MODULES:
    importlib.import_module(_name).register(app)
