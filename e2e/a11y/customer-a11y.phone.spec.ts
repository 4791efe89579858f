import { describeCustomerA11y } from '../customer-a11y.ts';

// Every customer page and overlay at phone width, 390×844 (the desktop's are in customer-a11y.spec.ts), each in the
// light theme with the WCAG rules, label in name and the landmark rules, then with the contrast rule in the dark one.
describeCustomerA11y(true);
