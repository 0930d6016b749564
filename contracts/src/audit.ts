/** One line of the desk's audit log, as the API answers `GET /api/admin/audit-log`. */
export type AuditEntry = {
  id: number;
  at: string;
  /** Who, by the name they gave the desk; null for the command line. */
  staffId: number | null;
  staffName: string | null;
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  /**
   * What people call the target: an order's number (`KC-1043`), a team member's name, an item's
   * name in the catalogue with its size (`Coir Doormat (75 x 45 CM)`); null for other targets.
   */
  targetLabel: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
};
