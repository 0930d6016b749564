import type { OrderEmailData, OrderStatusEmailData } from '../email/templates.ts';
import { orderIn } from './order-for-shopper.ts';
import type { OrderView } from './order-repository.ts';

/** `orderLink`: a guest's own link to the order, in the emails that confirm it. */
export function orderEmailData(order: OrderView, orderLink?: string): OrderEmailData {
  return {
    number: order.number,
    customerName: order.customerDetails.name,
    customerEmail: order.customerDetails.email,
    address: order.customerDetails.address,
    paymentMethod: order.paymentMethod,
    lines: order.lines,
    subtotalPaise: order.subtotalPaise,
    deliveryFeePaise: order.deliveryFeePaise,
    ...(order.codFeePaise ? { codFeePaise: order.codFeePaise } : {}),
    discountPaise: order.discountPaise,
    ...(order.discountPaise > 0 ? { discount: order.discount } : {}),
    totalPaise: order.totalPaise,
    ...(orderLink ? { orderLink } : {}),
    ...(order.promised ? { arrives: arrivalIn(order) } : {}),
    ...(order.language ? { language: order.language } : {}),
  };
}

/** An order as the emails about its moves tell it: read after the move, so both statuses are current. */
export function orderStatusEmailData(order: OrderView): OrderStatusEmailData {
  return {
    number: order.number,
    customerName: order.customerDetails.name,
    paymentMethod: order.paymentMethod,
    totalPaise: order.totalPaise,
    refundedPaise: order.refundedPaise,
    address: order.customerDetails.address,
    paymentStatus: order.paymentStatus,
    deliveryStatus: order.deliveryStatus,
    ...(order.language ? { language: order.language } : {}),
  };
}

/** When the order was promised for, in the order's language ("बुध, 2 दिस॰, 9–11 am"); '' without a promise. */
export function arrivalIn(order: Pick<OrderView, 'promised' | 'language'>): string {
  return orderIn(order.language ?? 'en', order).promised?.words ?? '';
}
