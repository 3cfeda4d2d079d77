import 'server-only';
import { PaymentStatusSchema } from './contracts/payments';
import { OrderSchema, ReceiptsSentSchema, UserAggregateSchema, UserPaymentSchema } from './contracts/users';
import { callApi } from './transport';

/** SPEC §7 "User": need a bearer. `bearer` overrides the cookie's (right after sign-in). */
export const getUserAggregate = (bearer?: string) =>
  callApi({ path: '/agg/user', schema: UserAggregateSchema, routeLabel: 'user.aggregate', bearer });

export const getMyPayment = (paymentId: number) =>
  callApi({ path: `/users/me/payments/${paymentId}`, schema: UserPaymentSchema, routeLabel: 'user.payment' });

export const getMyOrder = (orderId: number, options: { withForm?: boolean; withOrganization?: boolean } = {}) =>
  callApi({
    path: `/users/me/orders/${orderId}`,
    query: { withForm: options.withForm, withOrganization: options.withOrganization },
    schema: OrderSchema,
    routeLabel: 'user.order',
  });

/** Stops the signed-in payer's monthly gift (its payments to come are canceled). */
export const stopMyMonthlyGift = (orderId: number) =>
  callApi({
    method: 'POST',
    path: `/users/me/orders/${orderId}/cancel`,
    schema: OrderSchema,
    routeLabel: 'user.order-cancel',
  });

/** "Send my receipts again": every receipt of the order, to its payer's address (rate-limited: 429). */
export const sendMyOrderReceipts = (orderId: number) =>
  callApi({
    method: 'POST',
    path: `/users/me/orders/${orderId}/receipts/send`,
    schema: ReceiptsSentSchema,
    routeLabel: 'user.order-receipts',
    forwardClient: true,
  });

/** Opens (or takes up) the card change of the order's payments to come: a payment request for 0 €. */
export const openMyCardChange = (orderId: number) =>
  callApi({
    method: 'POST',
    path: `/users/me/orders/${orderId}/card`,
    schema: PaymentStatusSchema,
    routeLabel: 'user.order-card',
  });
