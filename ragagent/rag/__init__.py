"""Questions with page citations: page-bounded chunks, a Chroma + BM25 index, hybrid retrieval, gated answers.

Public entry points (import the module you need; this package imports nothing heavy):
  ragagent.rag.index.build_index / ingest      build or update the index
  ragagent.rag.retrieve.search / Retriever     dense | bm25 | hybrid search with company routing
  ragagent.rag.answer.answer_question          an answer whose every number is found on a cited page
"""
