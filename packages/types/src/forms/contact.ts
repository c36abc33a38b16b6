/**
 * How to reach the agency, wherever a page or a form needs it (the help cards, and the
 * "online forms open soon" notes). One definition for every app.
 */
export const SUPPORT_PHONE = '+91 98765 43210';
export const SUPPORT_PHONE_HREF = 'tel:+919876543210';
export const SUPPORT_EMAIL = 'support@brandwala.in';
export const SUPPORT_WHATSAPP_URL = 'https://wa.me/919876543210';
export const CAREERS_EMAIL = 'careers@brandwala.in';

/** The offices (docs/product.md#overview); job locations are one of these. */
export const OFFICE_CITIES = ['Mumbai', 'Delhi', 'Pune', 'Ahmedabad', 'Dubai'] as const;
export type OfficeCity = (typeof OFFICE_CITIES)[number];

/** When the agency answers (India Standard Time): the help cards and every acknowledgement say so. */
export const BUSINESS_HOURS = 'Monday to Saturday, 9 am to 7 pm IST';
