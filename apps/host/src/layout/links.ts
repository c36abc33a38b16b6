/** Every link of the header and footer in one place (docs/product.md#header, #footer). */
export interface NavLink {
  label: string;
  to: string;
}

export const SUPPORT_PHONE = '+91 98765 43210';
export const SUPPORT_PHONE_HREF = 'tel:+919876543210';
export const SUPPORT_EMAIL = 'support@brandwala.in';

export const TOP_LINKS_BEFORE: NavLink[] = [
  { label: 'Spotlight', to: '/media' },
  { label: 'E-Mall', to: '/fashion' },
  { label: 'Studio', to: '/podcast' },
];

export const COMPANY_MENU: NavLink[] = [
  { label: 'Profile', to: '/company/profile' },
  { label: 'Ventures', to: '/company/ventures' },
  { label: 'Sustainability', to: '/company/sustainability' },
  { label: 'Blogs', to: '/company/blogs' },
  { label: 'Opportunity', to: '/careers' },
];

// The original pointed all four at '#'; each now opens the matching catalogue category.
export const SERVICES_MENU: NavLink[] = [
  { label: 'Media & Advertising', to: '/services/media' },
  { label: 'Sales & Marketing', to: '/services/marketing' },
  { label: 'Events & Entertainment', to: '/services/events' },
  { label: 'Branding & Promotions', to: '/services/advertising' },
];

/** Beside Log out once signed in (docs/product.md#my-account); the company remote's page. */
export const MY_ACCOUNT: NavLink = { label: 'My account', to: '/account' };

export const TOP_LINKS_AFTER: NavLink[] = [
  { label: 'Join Us', to: '/join-us' },
  { label: 'Help', to: '/help' },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/company/profile' },
  { label: 'Opportunities', to: '/careers' },
  { label: 'Our Services', to: '/services' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Contact Us', to: '/help' },
  { label: 'Refund Policy', to: '/refund-policy' },
  { label: 'Payment Gateway', to: '/payment' },
];

export const FOOTER_SERVICE_LINKS: NavLink[] = [
  { label: 'Media', to: '/services/media' },
  { label: 'Marketing', to: '/services/marketing' },
  { label: 'Advertising', to: '/services/advertising' },
  { label: 'Events', to: '/services/events' },
  { label: 'Entertainment', to: '/services/entertainment' },
];

export const FOOTER_PARTNER_LINKS: NavLink[] = [
  { label: 'Store Partner', to: '/partners/store' },
  { label: 'Studio', to: '/services/podcast' },
  { label: 'Delivery Partner', to: '/partners/delivery' },
  { label: 'ABP Partner', to: '/partners/abp' },
];
