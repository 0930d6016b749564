/**
 * The order desk's staff as the API and the desk both name them. Types and one list only: the desk's
 * islands import it, so no zod here (the API builds its enum from `STAFF_ROLES`).
 */

/** What a member of staff may do: owners also run the team, the settings and the audit log. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A member of the team as `GET /api/admin/staff` lists them, turned off ones included. */
export type StaffMember = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  hasSecondFactor: boolean;
  createdAt: string;
  disabledAt: string | null;
};

/** The member of staff signed in (`GET /api/admin/me`). */
export type DeskStaff = { id: number; name: string; email: string; role: StaffRole; hasSecondFactor: boolean };
