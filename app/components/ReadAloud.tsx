import { useEffect, useRef, useState } from "react";
import { intlLocale } from "../domain/locale";
import { expandForSpeech, SPEECH, speechChunks } from "../domain/speech";
import { useT } from "../i18n/react";
import { useCourseLanguage } from "./course-language";
import { useClientCheck } from "./hydrated";

const hasSpeech = () => "speechSynthesis" in window;

type AudioState = "ready" | "playing" | "paused" | "complete";

/**
 * Read-aloud controls: only rendered in a browser with the Web Speech API (never without
 * JavaScript). Starts 500 ms after the training view opens; leaving the view stops audio.
 */
export function ReadAloud({ text }: { text: string }) {
  const supported = useClientCheck(hasSpeech);
  const [state, setState] = useState<AudioState>("ready");
  const cancelled = useRef(false);
  const t = useT();
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

  if (!supported) return null;
  const synth = window.speechSynthesis;
  return (
    <div className="audio-controls" role="group" aria-label={t("Read aloud")}>
      {state === "playing" ? (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            synth.pause();
            setState("paused");
          }}
        >
          {t("Pause")}
        </button>
      ) : state === "paused" ? (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            synth.resume();
            setState("playing");
          }}
        >
          {t("Resume")}
        </button>
      ) : (
        <button type="button" className="btn btn-small" onClick={play}>
          {state === "complete" ? t("Listen again") : t("Read aloud")}
        </button>
      )}
      {state === "playing" || state === "paused" ? (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            cancelled.current = true;
            synth.cancel();
            setState("ready");
          }}
        >
          {t("Stop")}
        </button>
      ) : null}
      <span className="muted" aria-live="polite">
        {state === "playing" ? t("Reading aloud…") : state === "paused" ? t("Paused") : state === "complete" ? t("Finished") : ""}
      </span>
    </div>
  );
}
