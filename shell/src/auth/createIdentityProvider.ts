import { type AuthConfig } from 'shared-types/api';
import { type AuthApi } from './authApi';
import { type IdentityProvider } from './identityProvider';
import { createLocalProvider } from './localProvider';

/**
 * The provider the API's run-time configuration asks for. Supabase's client is
 * a separate chunk, fetched only in Supabase mode.
 */
export async function createIdentityProvider(config: AuthConfig, api: AuthApi): Promise<IdentityProvider> {
  if (config.mode === 'local') return createLocalProvider(api);
  if (!config.supabase_url || !config.supabase_anon_key) {
    throw new Error('Supabase sign-in is configured without a project URL or anon key.');
  }
  const { createSupabaseProvider } = await import(/* webpackChunkName: "supabase-auth" */ './supabaseProvider');
  return createSupabaseProvider({ url: config.supabase_url, anonKey: config.supabase_anon_key });
}
