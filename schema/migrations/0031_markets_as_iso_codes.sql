-- One list of markets, as ISO 3166-1 codes: the content pipeline called the United Kingdom "UK"; it is "GB" everywhere.
UPDATE content_pipelines SET target_markets = replace(target_markets, '"UK"', '"GB"') WHERE target_markets LIKE '%"UK"%';
