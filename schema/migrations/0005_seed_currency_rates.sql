-- Reference exchange rates (units per US dollar) dated 2026-11-01; the scheduled job replaces them when RATES_URL is set.
INSERT INTO currency_rates (currency, per_usd, as_of, source, updated_at) VALUES
  ('USD', 1, '2026-11-01', 'reference', 1761955200000),
  ('EUR', 0.86, '2026-11-01', 'reference', 1761955200000),
  ('GBP', 0.76, '2026-11-01', 'reference', 1761955200000),
  ('CAD', 1.40, '2026-11-01', 'reference', 1761955200000),
  ('AUD', 1.53, '2026-11-01', 'reference', 1761955200000),
  ('CNY', 7.12, '2026-11-01', 'reference', 1761955200000),
  ('JPY', 152, '2026-11-01', 'reference', 1761955200000),
  ('KRW', 1390, '2026-11-01', 'reference', 1761955200000)
ON CONFLICT(currency) DO NOTHING;
