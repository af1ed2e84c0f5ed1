// The faqs feature's service: reads and writes that route files and other features use as they are.
export { countFaqs, listFaqs } from './faqs-repository';
