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
  HelpQueryTopic,
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
} from './catalogue';
export {
  CV_FIELD,
  DEFAULT_API_ORIGIN,
  SUBMISSION_KINDS,
  ME_ENDPOINT,
  LOGOUT_ENDPOINT,
  isAuthReply,
  isMeReply,
  isSubmissionReply,
  isSuccess,
} from './api';
export type { ApiSuccess, ApiFailure, PublicUser, AuthReply, MeReply, SubmissionReply, SubmissionKind, EndpointBase } from './api';
export type { Signup, SignupInput, Login, LoginInput, NewsletterSignup } from './forms/account';
export type { Enquiry, EnquiryInput, EnquiryLine } from './forms/enquiry';
