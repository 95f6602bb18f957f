"""The verified tool-using agent: tools behind a fail-closed gate, our own loop, a claim verifier."""
