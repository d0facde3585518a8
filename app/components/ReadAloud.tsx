import { useEffect, useRef, useState } from "react";
import { intlLocale } from "../domain/locale";
import { expandForSpeech, SPEECH, speechChunks } from "../domain/speech";
import { useT } from "../i18n/react";
import { useCourseLanguage } from "./course-language";
import { useClientCheck } from "./hydrated";

const hasSpeech = () => "speechSynthesis" in window;

type AudioState = "ready" | "playing" | "paused" | "complete";

interface Speech {
  state: AudioState;
  play: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

/**
 * The text spoken in chunks by the browser's voice of the course's language; starts 500 ms after
 * the text is shown, and stops when the view goes (or the text or language changes).
 */
function useSpeech(text: string, supported: boolean): Speech {
  const [state, setState] = useState<AudioState>("ready");
  const cancelled = useRef(false);
  // The utterance speaks the language of the text it reads (the course's, which a running attempt keeps).
  const locale = useCourseLanguage();
  const lang = intlLocale(locale);

  useEffect(() => {
    if (!supported) return;
    const timer = setTimeout(() => play(), SPEECH.startDelayMs);
    return () => {
      clearTimeout(timer);
      cancelled.current = true;
      window.speechSynthesis.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restart only for new text or language, not for each render's play()
  }, [text, supported, lang]);

  function voice(): SpeechSynthesisVoice | undefined {
    const voices = window.speechSynthesis.getVoices().filter((v) => v.lang.toLowerCase().startsWith(lang));
    return voices.find((v) => /neural|premium|natural/i.test(v.name)) ?? voices[0];
  }

  function play() {
    const synth = window.speechSynthesis;
    synth.cancel();
    cancelled.current = false;
    const chunks = speechChunks(expandForSpeech(text, locale));
    const v = voice();
    const speak = (i: number) => {
      if (cancelled.current) return;
      if (i >= chunks.length) return setState("complete");
      const u = new SpeechSynthesisUtterance(chunks[i]);
      Object.assign(u, { lang, rate: SPEECH.rate, pitch: SPEECH.pitch, volume: SPEECH.volume });
      if (v) u.voice = v;
      u.onend = () => setTimeout(() => speak(i + 1), chunks.length > 1 ? SPEECH.pauseMs : 0);
      synth.speak(u);
    };
    setState("playing");
    speak(0);
  }

  return {
    state,
    play,
    pause: () => {
      window.speechSynthesis.pause();
      setState("paused");
    },
    resume: () => {
      window.speechSynthesis.resume();
      setState("playing");
    },
    stop: () => {
      cancelled.current = true;
      window.speechSynthesis.cancel();
      setState("ready");
    },
  };
}

/**
 * Read-aloud controls: only rendered in a browser with the Web Speech API (never without
 * JavaScript). Starts 500 ms after the training view opens; leaving the view stops audio.
 */
export function ReadAloud({ text }: { text: string }) {
  const supported = useClientCheck(hasSpeech);
  const speech = useSpeech(text, supported);
  const t = useT();
  if (!supported) return null;
  const { state } = speech;
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="btn btn-small" onClick={onClick}>
      {label}
    </button>
  );
  const status = { playing: t("Reading aloud…"), paused: t("Paused"), complete: t("Finished"), ready: "" }[state];
  return (
    <div className="audio-controls" role="group" aria-label={t("Read aloud")}>
      {state === "playing"
        ? button(t("Pause"), speech.pause)
        : state === "paused"
          ? button(t("Resume"), speech.resume)
          : button(state === "complete" ? t("Listen again") : t("Read aloud"), speech.play)}
      {state === "playing" || state === "paused" ? button(t("Stop"), speech.stop) : null}
      <span className="muted" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
