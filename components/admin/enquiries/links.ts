/** The inbox, and the inbox filtered to the enquiries with a mail that was given up. */
export const ENQUIRIES_HREF = '/admin/enquiries';
export const UNDELIVERABLE_HREF = `${ENQUIRIES_HREF}?deliveryState=undeliverable`;
