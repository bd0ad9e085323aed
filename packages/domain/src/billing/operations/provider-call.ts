import { AppError } from '../../shared/app-error';
import { GatewayError } from '../payment-gateway';

/** A call to the payment provider: its refusal reaches the user as 'failed to create the payment session'. */
export async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError('PAYMENT_PROVIDER_ERROR', { detail: error.message });
    throw error;
  }
}
