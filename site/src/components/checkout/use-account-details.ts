import type { DeliveryValues } from '@koolers/contracts/form-rules';
import { type Dispatch, type SetStateAction, useEffect } from 'react';
import { api } from '../../lib/api.ts';

/** A customer's first visit to the delivery step: fills in what their account already knows, never over what was typed. */
export function useAccountDetails(firstVisit: boolean, setValues: Dispatch<SetStateAction<DeliveryValues>>) {
  useEffect(() => {
    if (!firstVisit) return;
    api.get<Partial<DeliveryValues> & { address: string | null; pincode: string | null }>('/auth/user').then((result) => {
      if (!result.ok) return;
      const { name, email, phone, address, pincode } = result.data;
      setValues((current) => ({
        name: current.name || name || '',
        email: current.email || email || '',
        phone: current.phone || phone || '',
        address: current.address || address || '',
        pincode: current.pincode || pincode || '',
      }));
    });
  }, [firstVisit, setValues]);
}
