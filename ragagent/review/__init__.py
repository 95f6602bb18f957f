"""The human review queue: states and versions (queue), reviewer actions (actions), page highlights
(highlight), the JSON API and web page (routes), and the `ragagent review` commands (cli)."""
