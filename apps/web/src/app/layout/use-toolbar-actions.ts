import { useNavigate } from 'react-router';
import { useBranding } from '../../api/get-information';
import { useShellActions } from '../../components/layout/use-shell-actions';
import { useToolbarCancelRef } from './toolbar-cancel';

/** What every toolbar shows and does, with or without a claim: the provider, Back, Cancel, sign-out. */
export function useToolbarActions() {
  const navigate = useNavigate();
  const branding = useBranding();
  const cancelRef = useToolbarCancelRef();
  const { handleSignOut } = useShellActions();
  return {
    providerName: branding.providerName,
    providerPhone: branding.providerPhone,
    onBack: () => void navigate(-1),
    onCancel: () => (cancelRef.current ? cancelRef.current() : void navigate(-1)),
    onSignOut: handleSignOut,
  };
}
