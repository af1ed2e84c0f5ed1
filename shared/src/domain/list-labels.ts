/** Labels of the test and order lists (SPEC §2.10): My Tests, My Account's orders, a provider's tests. */
export const LIST_LABELS = {
  testId: 'Test ID',
  orderNumber: 'Order #',
  orderDate: 'Order Date',
  testDate: 'Test Date',
  clinicalIntake: 'Clinical Intake',
  intakeForm: 'Intake Form',
  view: 'View',
  orderPlaced: 'Order placed',
} as const;
