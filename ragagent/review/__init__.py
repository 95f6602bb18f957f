"""The human review queue: states and versions (queue), reviewer actions (actions, whose `ACTIONS` table
declares each action once), page highlights (highlight), and the faces generated from that table: the
JSON API and web page (routes) and the `ragagent review` commands (cli)."""
