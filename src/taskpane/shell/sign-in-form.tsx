import { useId, useState, type FormEvent } from "react";
import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { DEMO_SIGN_INS, type DemoSignIn } from "./demo-sign-ins";
import { DEFAULT_ENVIRONMENT, ENVIRONMENTS, environmentById, type EnvironmentId } from "../components/environments";
import type { DescribedError } from "../components/describe-error";
import type { SignInRequest } from "./use-session";
import { supportReferenceNote } from "../../domain";
import { useLayoutStyles } from "../components/layout-styles";

const useStyles = makeStyles({
  remember: { display: "flex", flexDirection: "column" },
  note: { color: tokens.colorNeutralForeground3, margin: `0 0 0 ${tokens.spacingHorizontalXXL}` },
});

interface SignInFormProps {
  busy: boolean;
  error: DescribedError | undefined;
  onSubmit(request: SignInRequest): void;
  /** The local demo service's users to fill in with one choice; the build's own by default. */
  demoSignIns?: readonly DemoSignIn[];
}

export function SignInForm({ busy, error, onSubmit, demoSignIns = DEMO_SIGN_INS }: SignInFormProps) {
  const styles = useStyles();
  const layout = useLayoutStyles();
  const noteId = useId();
  const [environmentId, setEnvironmentId] = useState<EnvironmentId>(DEFAULT_ENVIRONMENT);
  const [customUrl, setCustomUrl] = useState("");
  const [loginId, setLoginId] = useState("");
  const [apiKey, setApiKey] = useState("");
  const [remember, setRemember] = useState(false);
  const [demoUser, setDemoUser] = useState("");

  const chooseDemoUser = (loginIdChosen: string) => {
    setDemoUser(loginIdChosen);
    const chosen = demoSignIns.find((user) => user.loginId === loginIdChosen);
    if (!chosen) return;
    setLoginId(chosen.loginId);
    setApiKey(chosen.apiKey);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit({ environmentId, customUrl, loginId, apiKey, remember });
  };

  return (
    <form className={layout.sections} onSubmit={submit} aria-label="Sign in to FX Desk">
      <Field label="Environment" hint={environmentById(environmentId).baseUrl}>
        <Select value={environmentId} onChange={(_, data) => setEnvironmentId(data.value as EnvironmentId)}>
          {ENVIRONMENTS.map((environment) => (
            <option key={environment.id} value={environment.id}>
              {environment.label}
            </option>
          ))}
        </Select>
      </Field>
      {environmentId === "custom" && (
        <Field label="Service URL" required hint="https, or http for this machine only">
          <Input type="url" value={customUrl} onChange={(_, data) => setCustomUrl(data.value)} placeholder="https://" />
        </Field>
      )}
      {environmentId === "local-demo" && demoSignIns.length > 0 && (
        // Maker-checker needs two people: the demo service seeds both, and either is one choice away.
        <Field label="Demo user" hint="Fills in the login id and API key of a user the local demo service created">
          <Select value={demoUser} onChange={(_, data) => chooseDemoUser(data.value)}>
            <option value="">Type them in</option>
            {demoSignIns.map((user) => (
              <option key={user.loginId} value={user.loginId}>
                {user.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label="Login id" required>
        <Input
          value={loginId}
          onChange={(_, data) => {
            setLoginId(data.value);
            setDemoUser("");
          }}
          autoComplete="username"
        />
      </Field>
      <Field label="API key" required hint="64 hexadecimal characters">
        <Input
          type="password"
          value={apiKey}
          onChange={(_, data) => {
            setApiKey(data.value);
            setDemoUser("");
          }}
          autoComplete="current-password"
        />
      </Field>
      <div className={styles.remember}>
        <Checkbox
          label="Remember on this device"
          checked={remember}
          onChange={(_, data) => setRemember(data.checked === true)}
          aria-describedby={noteId}
        />
        <Text block size={200} id={noteId} className={styles.note}>
          Keeps the login id and API key in this browser&apos;s local storage, which is not encrypted. Signing out
          forgets them.
        </Text>
      </div>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Sign-in failed</MessageBarTitle>
            {error.message}
            {supportReferenceNote(error.requestId)}
          </MessageBarBody>
        </MessageBar>
      )}
      <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {busy ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
