"""Manifest → data/raw/: fetch and verified install (fetch), the batch and its table (batch), the
command (cli).

Polite HTTP (declared User-Agent, rate limit, the shared retry policy of `ragagent.retry`) or a local
mirror; every installed file is verified against the manifest's sha256 first.
"""
