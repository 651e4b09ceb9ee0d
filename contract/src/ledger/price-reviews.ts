/** A review's life: proposed by a run, then accepted or rejected by the owner, or replaced by a newer run's proposal. */
export type ReviewStatus = 'pending' | 'accepted' | 'rejected' | 'superseded';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'accepted', 'rejected', 'superseded'];

/** What queued a review: a reprice run's large move, or a catalogue run's large move of the market the shop follows. */
export type ReviewKind = 'reprice' | 'market';
