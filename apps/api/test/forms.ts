/**
 * Valid forms of every kind, as the site sends them: for the api's tests (through ../src/testing)
 * and for its scripts, which run without a test runner.
 */

export const signupForm = (n = 1) => ({
  name: 'Asha Rao',
  email: `asha${n}@example.in`,
  password: 'correct horse battery',
  contactNo: `+91 98765 ${String(43210 + n).padStart(5, '0')}`,
  cityName: 'Navi Mumbai',
  check: true,
});

/** The public user the api answers for the account made from signupForm(n): the mobile as its digits. */
export const signedUpUser = (n = 1) => ({
  name: 'Asha Rao',
  email: `asha${n}@example.in`,
  contactNo: `98765${String(43210 + n).padStart(5, '0')}`,
  cityName: 'Navi Mumbai',
  role: 'visitor',
  emailConfirmed: false,
});

export const helpForm = () => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  contact: '9876543210',
  email: 'ravi@example.in',
  query: 'Technology',
  message: 'Please call me about a new website.',
});

export const partnerForm = () => ({
  partnerType: 'store',
  fullName: 'Meera Shah',
  email: 'meera@example.in',
  phone: '98765 43211',
});

export const enquiryForm = () => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91-98765-43210',
  company: 'Rao Textiles',
  lines: [
    { id: 'billboards', name: 'Billboards', price: 1500, quantity: 2, options: { size: 'Large' } },
    { id: 'radio', name: 'Radio spot', price: 500, quantity: 1 },
  ],
  subtotal: 3500,
});

export const jobFields = () => ({
  position: 'copywriter',
  firstName: 'Ravi',
  lastName: 'Kumar',
  contactNumber: '9876543210',
  email: 'ravi@example.in',
});
