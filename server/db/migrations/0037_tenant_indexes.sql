-- Every tenant table gets an index led by organization_id (issue 34; tests/architecture/tenant-tables.test.ts):
-- per-organisation reads never scan other organisations' rows, and the path to sharding by organisation stays open.
CREATE INDEX IF NOT EXISTS "payroll_approvals_org_run_idx" ON "payroll_approvals" USING btree ("organization_id","run_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ewa_recoveries_org_advance_idx" ON "ewa_recoveries" USING btree ("organization_id","advance_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "statutory_liability_items_org_liability_idx" ON "statutory_liability_items" USING btree ("organization_id","liability_id");
