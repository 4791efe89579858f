import { describeCustomerA11y } from '../customer-a11y.ts';

// Every customer page and overlay at desktop width, 1440×900 (the phone's are in customer-a11y.phone.spec.ts), each in
// the light theme with the WCAG rules, label in name and the landmark rules, then with the contrast rule in the dark one.
describeCustomerA11y(false);
