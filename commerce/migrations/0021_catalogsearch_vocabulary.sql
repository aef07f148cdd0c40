-- The quick search's vocabulary: every term of the full-text index with the number of rows that hold it (FTS5's own
-- fts5vocab, read, never written), which "did you mean" corrects a mistyped word against (products.suggestions).
CREATE VIRTUAL TABLE `catalogsearch_fulltext_vocabulary` USING fts5vocab(`catalogsearch_fulltext`, 'row');
