import { z } from 'zod';
import { EMPLOYEE_STATUSES } from './employees';
import { optionalText, required, text } from './fields';
import { pageQuerySchema } from './pagination';

/**
 * Departments and job roles (issue 5 §4). Names and titles are unique per organisation, ignoring case (the
 * database enforces it; the API answers a 422 on the field). Messages are `validation.*` keys.
 */
const id = z.uuid({ message: 'validation.invalid' });

// ——— Departments ———
export const departmentInputSchema = z.object({
  name: text(120),
  description: optionalText(1000),
});
export type DepartmentInput = z.input<typeof departmentInputSchema>;

/** GET departments: paged (`page`, `perPage`), or every department with `result=all`; `search` by name. */
export const departmentListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  result: z.literal('all').optional(),
});
/** What clients send (the schema's input is `unknown` for the coerced numbers). */
export type DepartmentListQuery = { page?: number; perPage?: number; search?: string; result?: 'all' };

export const departmentParamsSchema = z.object({ department_id: id });
export const publicDepartmentsParamsSchema = z.object({ organization_name: z.string().min(1).max(200) });

const leadSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable();

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Every employee assigned to the department, whatever their status (these also block deleting it). */
  employeeCount: z.number(),
  lead: leadSchema,
  createdAt: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

/** A row of a department's employee list. */
export const departmentEmployeeSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobRole: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
});
export type DepartmentEmployee = z.infer<typeof departmentEmployeeSchema>;

/** GET departments/{id}: the department and one page of its employees (`meta` pages the employees). */
export const departmentDetailSchema = departmentSchema.extend({
  employees: z.array(departmentEmployeeSchema),
});
export type DepartmentDetail = z.infer<typeof departmentDetailSchema>;
export const departmentEmployeesQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type DepartmentEmployeesQuery = { page?: number; perPage?: number; search?: string };

/** GET departments/{organization_name}/public: names only, for the careers page. */
export const publicDepartmentsSchema = z.object({
  organizationName: z.string(),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PublicDepartments = z.infer<typeof publicDepartmentsSchema>;

/** POST departments/add-employees: moves the employees into the department (from wherever they were). */
export const addDepartmentEmployeesSchema = z.object({
  departmentId: id,
  employeeIds: z.array(id).min(1, required).max(1000, { message: 'validation.tooBig' }),
});
export type AddDepartmentEmployeesInput = z.input<typeof addDepartmentEmployeesSchema>;

/**
 * PATCH departments/update-lead: `null` clears the lead. A lead from outside the department is moved into
 * it first (a lead belongs to the department they lead), which also clears their old department's lead.
 */
export const updateDepartmentLeadSchema = z.object({ departmentId: id, employeeId: id.nullable() });
export type UpdateDepartmentLeadInput = z.input<typeof updateDepartmentLeadSchema>;

// ——— Job roles ———
export const jobRoleInputSchema = z.object({
  title: text(120),
  description: optionalText(1000),
  departmentId: id.nullable().optional(),
});
export type JobRoleInput = z.input<typeof jobRoleInputSchema>;

export const jobRoleParamsSchema = z.object({ role_id: id });

export const jobRoleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  department: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Employees holding the role; deleting the role leaves them without one. */
  employeeCount: z.number(),
  createdAt: z.string(),
});
export type JobRole = z.infer<typeof jobRoleSchema>;
