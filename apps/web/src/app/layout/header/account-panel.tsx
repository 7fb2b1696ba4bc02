import { BotLoginMessages, useBotLoginT } from '../../../features/bot-login/messages';
import { SlidePanel } from '../../../shared/ui/slide-panel';
import { LoginOptions } from './login-options';

interface AccountPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Anonymous visitor's bottom panel with the ways to log in (LoginOptions). Its texts travel with this lazy chunk
 * (bot-login and phone-login messages), not with the entry.
 */
export function AccountPanel(props: AccountPanelProps) {
  return (
    <BotLoginMessages>
      <Panel {...props} />
    </BotLoginMessages>
  );
}

function Panel({ open, onClose }: AccountPanelProps) {
  const t = useBotLoginT();
  return (
    <SlidePanel open={open} onClose={onClose} label={t('botLogin.panel')} side="bottom" width="100%">
      <LoginOptions onNavigate={onClose} />
    </SlidePanel>
  );
}
