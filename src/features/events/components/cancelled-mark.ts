/** the id of a cancelled event's `Cancelled`, which each staff's `Answer for {name}` reads as its description */
export const cancelledMarkId = (eventId: string) => `event-${eventId}-cancelled`;
