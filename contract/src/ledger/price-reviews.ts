/** A review's life: proposed by a run, then accepted or rejected by the owner, or replaced by a newer run's proposal. */
export type ReviewStatus = 'pending' | 'accepted' | 'rejected' | 'superseded';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'accepted', 'rejected', 'superseded'];
