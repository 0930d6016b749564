import type { OrderEmailData } from '../email/templates.ts';
import type { OrderView } from './order-repository.ts';

export function orderEmailData(order: OrderView): OrderEmailData {
  return {
    id: order.id,
    customerName: order.customerDetails.name,
    customerEmail: order.customerDetails.email,
    address: order.customerDetails.address,
    paymentMethod: order.paymentMethod,
    lines: order.lines,
    subtotalPaise: order.subtotalPaise,
    deliveryFeePaise: order.deliveryFeePaise,
    discountPaise: order.discountPaise,
    totalPaise: order.totalPaise,
  };
}
