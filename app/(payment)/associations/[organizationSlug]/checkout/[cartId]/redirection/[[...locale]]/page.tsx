/**
 * SPEC §2 /associations/{org}/checkout/{cartId}/redirection?outcome=…: a checkout's
 * payment outcome. It is the /redirection page: the payment's form and cart (read from
 * its summary) say where "back to the form" leads — the checkout's summary.
 */
export { default, generateMetadata } from '@/app/(payment)/redirection/[[...locale]]/page';
