import type { StaffMember, StaffRole } from '@koolers/contracts/staff';

/** The team as `GET /admin/staff` answers it: everyone with an account, and invitations not yet used. */
export type Member = StaffMember;
export type Invite = { id: number; email: string; role: StaffRole; expiresAt: string };
export type TeamView = { staff: Member[]; invites: Invite[] };

export type Notice = { tone: 'error' | 'success'; text: string };
/** A link the owner may send another way if the email is slow. */
export type SentLink = { what: string; url: string };
