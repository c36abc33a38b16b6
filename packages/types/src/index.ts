export { slugify } from './slug';
export { toQuantity, MAX_QUANTITY } from './quantity';
export { lineKey, readCartLine, subtotal } from './cart';
export type { CartItem, CartLine, CartOptions } from './cart';
// Contact facts and form types are light; the schemas (with zod) are their own entry,
// '@storefront/types/forms', so pages without a form never download them.
export * from './forms/contact';
export type { FieldErrors, FormResult } from './forms/validate';
export type {
  JobApplication,
  JobApplicationInput,
  PartnerTypeId,
  PartnerApplication,
  PartnerApplicationInput,
  HelpQuery,
  HelpQueryInput,
} from './forms/schemas';
export { TAB_IDS, PRODUCT_KEY, toProductSnapshot, readProductSnapshot, parseProductSnapshot } from './catalogue';
export type {
  TabId,
  ParentCategory,
  CatalogueItem,
  CatalogueCategory,
  CatalogueTab,
  CarouselCard,
  ProductSnapshot,
  CatalogueDataModule,
  CatalogueShareImagesModule,
} from './catalogue';
// The reply guards are reached through ENDPOINT_ROUTES: each name exported costs the first load.
export { DEFAULT_API_ORIGIN, ENDPOINT_ROUTES } from './api';
// The footer's newsletter is on every page; the other forms' labels are '@storefront/types/form-copy'.
export { NEWSLETTER_LABELS } from './forms/newsletter-labels';
export type { PublicFormName, HelpQueryTopic } from './forms/labels';
export type {
  ApiSuccess,
  ApiFailure,
  Role,
  PublicUser,
  AuthReply,
  MeReply,
  SubmissionReply,
  EndpointRoute,
} from './api';
export type { SubmissionKind } from './forms/endpoints';
export type { Signup, SignupInput, Login, LoginInput, NewsletterSignup } from './forms/account';
export type { Enquiry, EnquiryInput, EnquiryLine } from './forms/enquiry';
