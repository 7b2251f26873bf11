-- The ledger enforces its own rules, so no code path (or hand-written SQL) can break them:
-- 1. rows are immutable: a mistake is corrected by a reversal, never by editing history;
-- 2. every transaction's entries sum to zero and number at least two, checked at commit (deferred), so a
--    posting's two inserts may happen in either order inside its transaction.
-- A data-repair session can lift rule 1 explicitly with `SET LOCAL paygrid.ledger_maintenance = 'on'`.
CREATE OR REPLACE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('paygrid.ledger_maintenance', true), '') = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  entries integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, entries FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 OR entries < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced: % entries summing to %', NEW.transaction_id, entries, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
